// `pnpm build`: every app for the browser and for Node, then the shell's pages. It builds for
// the hosted project PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY name, or else for the local
// stack (PUBLIC_SUPABASE_LOCAL=1). A deploy builds each app on its own (`pnpm --filter <app>
// build`), which stops without the hosted project's settings.
import { buildApps, ensurePnpm } from './workspace.mjs';

buildApps(ensurePnpm());
