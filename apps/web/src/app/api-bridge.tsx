import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { connectApiEffects } from '../shared/api/api';
import { openLogin } from '../shared/login-store';
import { type PermissionTipData, showPermissionTip } from '../shared/permission/permission-store';
import { toast } from '../shared/ui/feedback';

/** Connects the API client's shared handling of codes to antd's message and the router. */
export function ApiBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    connectApiEffects({
      closeMessages: () => toast.destroy(),
      showError: (text) => void toast.error(text),
      openLogin,
      goTo: (path) => navigate(path),
      showPermissionTip: (tip) => showPermissionTip(tip as PermissionTipData),
    });
  }, [navigate]);
  return null;
}
