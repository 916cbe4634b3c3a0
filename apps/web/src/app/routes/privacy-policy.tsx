export { PrivacyPolicyPage as Component } from '../../features/legal/privacy-policy-page';
