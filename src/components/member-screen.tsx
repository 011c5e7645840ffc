import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';
import './member-screen.css';

export interface MemberScreenProps {
  titleKey: string;
  /** Where the back link goes (the member home by default). */
  backTo?: string;
  children?: ReactNode;
}

/** The frame of a member screen: its title and the way back to the member home. */
export function MemberScreen({ titleKey, backTo = '/member/home', children }: MemberScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="member-screen">
      <PageHeader title={t(titleKey)} backTo={backTo} backLabel={t('back')} />
      {children}
    </div>
  );
}
