import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextField } from './text-field';

afterEach(cleanup);

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Download Templates</Button>
      <Button>Outside</Button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Download the template kit"
        description="Three fields and it is yours."
        maxWidth="28rem"
        footer={<Button type="submit">Download</Button>}
      >
        <TextField label="Name" />
        <TextField label="Email" />
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  const onClose = rs.fn();
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Download Templates' });
  await user.click(opener);
  return { user, onClose, opener, dialog: screen.getByRole('dialog', { name: 'Download the template kit' }) };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a native dialog opened as a modal, named by its title and described by its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog).toHaveAccessibleDescription('Three fields and it is yours.');
    expect(dialog.style.getPropertyValue('--dialog-max-width')).toBe('28rem');
  });

  it('hides the page behind from what reads the DOM while it is open, and shows it again on close', async () => {
    const { user } = await openDialog();
    // Testing Library renders into a div of the body: the page behind.
    expect(screen.queryByRole('button', { name: 'Outside' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Download/ }).map((button) => button.textContent)).toEqual(['Download']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Outside' })).toBeInTheDocument();
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('moves focus to the first field on open', async () => {
    await openDialog();
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('goes round its controls with Tab and Shift+Tab', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Download' });
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it("on Escape (the browser's cancel) asks the app to close, and gives focus back to the opener", async () => {
    const { onClose, opener, dialog } = await openDialog();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const { user, onClose, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, onClose, dialog } = await openDialog();
    await user.click(screen.getByRole('heading', { name: 'Download the template kit' }));
    await user.click(screen.getByLabelText('Email'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("stays open when the second press of a double-click on its opener lands on the backdrop", async () => {
    const { onClose, dialog } = await openDialog();
    fireEvent.mouseDown(dialog, { detail: 2 });
    fireEvent.click(dialog, { detail: 2 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives focus to returnFocusRef on close when the opener was disabled meanwhile', async () => {
    function Locking() {
      const [state, setState] = useState<'idle' | 'open' | 'done'>('idle');
      const form = useRef<HTMLFormElement>(null);
      return (
        <form ref={form} tabIndex={-1} aria-label="Kit">
          <Button disabled={state !== 'idle'} onClick={() => setState('open')}>
            Download
          </Button>
          <Dialog open={state === 'open'} onClose={() => setState('done')} title="Thank you!" returnFocusRef={form} />
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Locking />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('form', { name: 'Kit' })).toHaveFocus();
  });

  it('focuses the close button when the content has nothing to focus', () => {
    render(
      <Dialog open onClose={() => {}} title="Thank you!">
        <p>Your kit is downloading.</p>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
