import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { settle } from '@/api';
import { getGetPlayerAvatarQueryKey, uploadPlayerAvatar, useGetPlayerAvatar } from '@/api/areas/account';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form';
import { MemberScreen } from '@/components/member-screen';
import { Skeleton } from '@/components/skeleton';
import { useAccountStatus } from '@/components/use-account-status';
import { ACCOUNT_WORDS } from '@/lib/account-errors';
import { failureMessage } from '@/lib/forms/failure-message';
import { resolveImageUrl } from '@/lib/image-url';
import { showToast } from '@/state/ui';
import { AvatarPicture, profileIconPath } from './avatar-picture';
import '@/components/account-form.css';
import './profile.css';

/** The avatar choice (spec section 9): the status's PROFILE_ICON_COUNT built-in icons, one selected, saved. */
export function AvatarPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useAccountStatus();
  const avatar = useGetPlayerAvatar();
  const current = avatar.data?.avatarType === 'STATIC' ? avatar.data.avatar : null;
  const [chosen, setChosen] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const selected = chosen ?? current;
  const icons = Array.from({ length: status.profileIconCount }, (_, i) => String(i + 1));

  const save = async () => {
    if (!selected || saving) return;
    setSaving(true);
    setProblem(null);
    try {
      const result = await settle(
        uploadPlayerAvatar({ avatarType: 'STATIC', avatar: selected }, { silent: true }),
      );
      if (!result.success) {
        setProblem(failureMessage(result, t, ACCOUNT_WORDS));
        return;
      }
      queryClient.setQueryData(getGetPlayerAvatarQueryKey(), result.data);
      showToast('avatar_saved', { kind: 'success' });
      void navigate('/member/home');
    } finally {
      setSaving(false);
    }
  };

  const loading = status.isPending || avatar.isPending;
  return (
    <MemberScreen titleKey="member_avatar">
      <div className="account-card account-form" aria-busy={loading}>
        {loading ? (
          <Skeleton width="100%" height={220} />
        ) : (
          <fieldset className="avatar-grid">
            <legend className="avatar-grid__legend">{t('avatar_choose')}</legend>
            {icons.map((icon) => (
              <label key={icon} className="avatar-grid__option">
                <input
                  type="radio"
                  name="avatar"
                  value={icon}
                  className="avatar-grid__input"
                  aria-label={t('avatar_icon', { number: icon })}
                  checked={selected === icon}
                  onChange={() => {
                    setChosen(icon);
                    setProblem(null);
                  }}
                />
                <AvatarPicture src={resolveImageUrl(profileIconPath(icon), status.imageCdns)} size={64} />
                {selected === icon ? (
                  <span className="avatar-grid__check" aria-hidden="true">
                    ✓
                  </span>
                ) : null}
              </label>
            ))}
          </fieldset>
        )}
        <FormAlert problem={problem} />
        <Button
          block
          onClick={() => void save()}
          disabled={!selected || selected === current || saving}
          aria-busy={saving}
        >
          {t('save')}
        </Button>
      </div>
    </MemberScreen>
  );
}
