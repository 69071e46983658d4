/** Registration and password reset as routes mount them; step 3 gets the member feature's certificate upload from here. */
import { QualificationQuickUpload } from '../../features/member/components/qualification-quick-upload';
import { StoreReviewNotice } from '../../features/member/components/store-review-notice';
import { RegisterStep3Page } from '../../features/register/pages/register-step3-page';

export { RegisterStep1Page } from '../../features/register/pages/register-step1-page';
export { RegisterStep2Page } from '../../features/register/pages/register-step2-page';
export { RegisterWechatPage } from '../../features/register/pages/register-wechat-page';
export { ForgetStep1Page } from '../../features/register/pages/forget-step1-page';
export { ForgetStep2Page } from '../../features/register/pages/forget-step2-page';
export { ForgetStep3Page } from '../../features/register/pages/forget-step3-page';

export function RegisterDoneScreen() {
  return <RegisterStep3Page uploader={<QualificationQuickUpload />} review={(className) => <StoreReviewNotice className={className} />} />;
}
