import { App } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { connectApiEffects } from '../shared/api/api';
import { openLogin } from '../shared/login-store';
import { clearSession } from '../shared/session';

/** Connects the API client's shared handling of codes to antd's message and the router. */
export function ApiBridge() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    connectApiEffects({
      closeMessages: () => message.destroy(),
      showError: (text) => void message.error(text),
      clearToken: clearSession,
      openLogin,
      goTo: (path) => navigate(path),
    });
  }, [message, navigate]);
  return null;
}
