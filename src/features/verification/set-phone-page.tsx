import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getGetMemberInfoQueryKey, settle, useGetMemberInfo } from '@/api';
import { sendSms, verifyCurrentMobile, verifySmsCode, type SmsPurpose } from '@/api/areas/account';
import { getGetSecurityConfigQueryKey, sendSmsToVerifiedMobile } from '@/api/areas/withdraw';
import { Button } from '@/components/button';
import { MemberScreen } from '@/components/member-screen';
import { Skeleton } from '@/components/skeleton';
import { useAccountStatus } from '@/components/use-account-status';
import { DEFAULT_DIAL_CODE } from '@/lib/phone';
import { showToast } from '@/state/ui';
import { SmsCodeStep, type CodeTarget } from './sms-code-step';
import '@/components/account-form.css';
import './verification.css';

type Stage = 'overview' | 'current' | 'new';

/**
 * The mobile number (spec sections 2 and 3). A number not yet verified is verified (or replaced) with a code
 * sent to it. A verified number is replaced only when the status's mobile-update flag allows it: first a
 * code to the current number (send-verified, verify-current), then a code to the new one (send, verify).
 */
export function SetPhonePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useGetMemberInfo();
  const status = useAccountStatus();
  const [stage, setStage] = useState<Stage>('overview');

  const finish = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetSecurityConfigQueryKey() }),
    ]);
    showToast('phone_saved', { kind: 'success' });
    void navigate('/member/securityCenter');
  };

  const toNumber = (purpose: SmsPurpose) => ({
    sendCode: (target: CodeTarget, captcha: Parameters<typeof sendSms>[0]['captcha']) => {
      if (!target) return Promise.reject(new Error('no number'));
      return sendSms(
        { countryDialingCode: DEFAULT_DIAL_CODE, mobileNum: target.mobileNum, purpose, captcha },
        { silent: true },
      );
    },
    verifyCode: (target: CodeTarget, code: string) =>
      settle(
        verifySmsCode(
          {
            countryDialingCode: DEFAULT_DIAL_CODE,
            mobileNum: target?.mobileNum ?? '',
            verificationCode: code,
            purpose,
          },
          { silent: true },
        ),
      ),
  });

  const common = {
    overrides: status.overrides,
    captchaSms: status.captchaSms,
    captchaId: status.captchaId,
  };

  let content;
  if (info.isPending || status.isPending) {
    content = <Skeleton width="100%" height={240} />;
  } else if (!info.data) {
    content = (
      <div className="account-card account-form">
        <p>{t('load_failed')}</p>
        <Button variant="secondary" onClick={() => void info.refetch()}>
          {t('try_again')}
        </Button>
      </div>
    );
  } else if (!info.data.mobileVerified) {
    content = (
      <SmsCodeStep
        key="bind"
        {...common}
        editable
        initialMobile={info.data.mobile ?? ''}
        intro={<p>{info.data.mobile ? t('phone_verify_intro') : t('phone_bind_intro')}</p>}
        submitLabel={t('phone_verify')}
        {...toNumber('BIND_MOBILE')}
        onVerified={() => void finish()}
      />
    );
  } else if (stage === 'overview') {
    content = (
      <div className="account-card account-form">
        <p className="account-phone">
          <span className="account-phone__label">{t('phone_current')}</span>
          <span className="account-phone__number">{info.data.mobile}</span>
          <span className="security-state security-state--security_done">
            <span aria-hidden="true">✓ </span>
            {t('phone_verified')}
          </span>
        </p>
        {status.updateMobile ? (
          <Button block onClick={() => setStage('current')}>
            {t('phone_change')}
          </Button>
        ) : (
          <p className="account-note">{t('phone_change_disabled')}</p>
        )}
      </div>
    );
  } else if (stage === 'current') {
    content = (
      <SmsCodeStep
        key="current"
        {...common}
        editable={false}
        intro={
          <>
            <p className="account-step">{t('phone_step', { step: 1, total: 2 })}</p>
            <p>{t('phone_current_code_intro', { number: info.data.mobile ?? '' })}</p>
          </>
        }
        submitLabel={t('phone_next')}
        sendCode={(_target, captcha) =>
          sendSmsToVerifiedMobile({ purpose: 'UPDATE_MOBILE', captcha }, { silent: true })
        }
        verifyCode={(_target, code) =>
          settle(verifyCurrentMobile({ verificationCode: code, purpose: 'UPDATE_MOBILE' }, { silent: true }))
        }
        onVerified={() => setStage('new')}
      />
    );
  } else {
    content = (
      <SmsCodeStep
        key="new"
        {...common}
        editable
        intro={
          <>
            <p className="account-step">{t('phone_step', { step: 2, total: 2 })}</p>
            <p>{t('phone_new_intro')}</p>
          </>
        }
        submitLabel={t('phone_change_confirm')}
        {...toNumber('UPDATE_MOBILE')}
        onVerified={() => void finish()}
      />
    );
  }

  return (
    <MemberScreen titleKey="member_set_phone" backTo="/member/securityCenter">
      <div aria-busy={info.isPending}>{content}</div>
    </MemberScreen>
  );
}
