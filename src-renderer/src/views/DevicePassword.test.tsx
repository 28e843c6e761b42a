// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appState, renderWithState } from '../testing/render-app.tsx';
import { DevicePassword } from './Settings.tsx';

afterEach(cleanup);

describe('the PLC device password field', () => {
  it('is a password field that shows only whether one is set, replaces it and clears it', async () => {
    let stored = true;
    const app = renderWithState(<DevicePassword initiallySet />, appState(), {
      'settings:device-password': (request: { password: string }) => {
        stored = request.password !== '';
        return { devicePasswordSet: stored };
      },
    });
    const input = await screen.findByLabelText<HTMLInputElement>('Password of the PLC device user (CODESYS)');
    expect(input.type).toBe('password');
    expect(input.value).toBe('');
    expect(screen.getByText(/A password is set\./)).toBeTruthy();

    fireEvent.change(input, { target: { value: 'n3w' } });
    fireEvent.click(screen.getByRole('button', { name: 'Replace password' }));
    expect(app.bridge.invoke).toHaveBeenCalledWith('settings:device-password', { password: 'n3w' });
    await screen.findByText(/A password is set\./);
    expect(input.value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Clear password' }));
    expect(app.bridge.invoke).toHaveBeenCalledWith('settings:device-password', { password: '' });
    expect(await screen.findByText(/No password is set\./)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Clear password' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
