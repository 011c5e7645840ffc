import { MemberScreen } from './member-screen';

export function AvatarPage() {
  return <MemberScreen titleKey="member_avatar" />;
}
