import { type ChangeEvent, type ChangeEventHandler, type RefObject, useLayoutEffect } from 'react';

type Control = HTMLInputElement | HTMLSelectElement;

/**
 * What a visitor typed or picked in the server's markup before this field's code came stays on
 * screen (React hydrates a field without touching its value) and is used: once the field has
 * hydrated, a value other than the one its form holds is handed to `onChange`, as the typing
 * would have been. A field rendered in the browser starts with its form's value: nothing to hand.
 */
export function useValueTypedEarly<E extends Control>(ref: RefObject<E | null>, value: unknown, onChange: ChangeEventHandler<E> | undefined) {
  useLayoutEffect(() => {
    const control = ref.current;
    if (!control || !onChange || typeof value !== 'string' || control.value === value) return;
    onChange({ target: control, currentTarget: control, type: 'change' } as ChangeEvent<E>);
    // Once, as the field comes live: later changes come through React's own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
