import { ProviderStep } from '../../features/impact-analysis/components/provider-step';

export function Component() {
  return <ProviderStep />;
}
