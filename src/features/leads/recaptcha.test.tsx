import React, { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaptchaStatusLine, useCaptcha } from './captcha';
import { RECAPTCHA_ERRORS, claimRecaptcha, recaptchaExecutionError, recaptchaScriptReady, releaseRecaptcha } from './recaptcha';

const widget = { widgetId: 0 as number | null, token: 'recaptcha-token' as string | null, resets: 0 };

jest.mock('react-google-recaptcha', () => {
  const ReactActual = jest.requireActual('react');
  class FakeRecaptcha extends ReactActual.Component {
    getWidgetId() {
      return widget.widgetId;
    }
    executeAsync() {
      return Promise.resolve(widget.token);
    }
    reset() {
      widget.resets++;
    }
    render() {
      return ReactActual.createElement('div', { 'data-testid': 'recaptcha' });
    }
  }
  return { __esModule: true, default: FakeRecaptcha };
});

describe('recaptcha rules (SPEC 8)', () => {
  it('manual execution only for the invisible size, then script ready, then rendered', () => {
    expect(recaptchaExecutionError({ size: 'normal', scriptReady: true, widgetId: 0 })).toBe(RECAPTCHA_ERRORS.invisibleOnly);
    expect(recaptchaExecutionError({ size: 'invisible', scriptReady: false, widgetId: 0 })).toBe(RECAPTCHA_ERRORS.notReady);
    expect(recaptchaExecutionError({ size: 'invisible', scriptReady: true, widgetId: null })).toBe(RECAPTCHA_ERRORS.notRendered);
    expect(recaptchaExecutionError({ size: 'invisible', scriptReady: true, widgetId: 0 })).toBeNull();
  });

  it('one widget per form: a second claim is refused as already rendered', () => {
    expect(claimRecaptcha('form-a')).toBeNull();
    expect(claimRecaptcha('form-a')).toBe(RECAPTCHA_ERRORS.alreadyRendered);
    releaseRecaptcha('form-a');
    expect(claimRecaptcha('form-a')).toBeNull();
    releaseRecaptcha('form-a');
  });

  it('the script is ready once grecaptcha.render exists', () => {
    expect(recaptchaScriptReady({})).toBe(false);
    expect(recaptchaScriptReady({ grecaptcha: {} })).toBe(false);
    expect(recaptchaScriptReady({ grecaptcha: { render: () => 0 } })).toBe(true);
  });
});

function Probe() {
  const captcha = useCaptcha('site-key');
  const [token, setToken] = useState('');
  return (
    <form>
      {captcha.widget}
      <CaptchaStatusLine captcha={captcha} />
      <button type="button" onClick={async () => setToken(String(await captcha.getToken()))}>
        Send
      </button>
      <p data-testid="token">{token}</p>
    </form>
  );
}

describe('useCaptcha with a reCAPTCHA site key', () => {
  afterEach(() => {
    delete (window as { grecaptcha?: unknown }).grecaptcha;
    jest.useRealTimers();
  });

  it('refuses to run before the provider script is ready, polls every 500 ms, then returns the token', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Probe />);
    await screen.findByTestId('recaptcha');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent(RECAPTCHA_ERRORS.notReady);

    (window as { grecaptcha?: unknown }).grecaptcha = { render: () => 0 };
    // The script is only seen as ready at the next 500 ms poll.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent(RECAPTCHA_ERRORS.notReady);
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('recaptcha-token')).toHaveAttribute('data-testid', 'token');
    expect(screen.getByRole('status')).toHaveTextContent('Verified: you are human.');
    expect(widget.resets).toBe(1);
  });

  it('says when the widget has not rendered yet', async () => {
    jest.useFakeTimers();
    (window as { grecaptcha?: unknown }).grecaptcha = { render: () => 0 };
    widget.widgetId = null;
    render(<Probe />);
    await screen.findByTestId('recaptcha');
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent(RECAPTCHA_ERRORS.notRendered);
    expect(screen.getByTestId('token')).toHaveTextContent('null');
    widget.widgetId = 0;
  });
});
