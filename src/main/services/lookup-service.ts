import type { OperationResult } from '../../shared/api/operations';
import type { SessionService } from './session-service';

/** Lookups of the active profile's service: ports, container types, ... */
export class LookupService {
  constructor(private readonly session: SessionService) {}

  async containers(): Promise<OperationResult<'lookup.containers'>> {
    return (await this.session.connected()).call('lookup.containers', {});
  }

  async ports(cityName: string): Promise<OperationResult<'lookup.ports'>> {
    return (await this.session.connected()).call('lookup.ports', { params: { cityName } });
  }
}
