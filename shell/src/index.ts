// The shell's entry. The federation runtime starts here; the app comes through an import(), so
// the shared modules are negotiated before any of them runs (ARCHITECTURE "Module Federation rules").
void import(/* webpackChunkName: "app" */ './bootstrap');
