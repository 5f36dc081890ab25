import type { OperationResult } from '../../shared/api/operations';
import type { SessionService } from './session-service';

/** Lookups of the active profile's service: ports, container types, postal codes, pallet types, airports. */
export class LookupService {
  constructor(private readonly session: SessionService) {}

  async containers(): Promise<OperationResult<'lookup.containers'>> {
    return (await this.session.connected()).call('lookup.containers', {});
  }

  async ports(cityName: string): Promise<OperationResult<'lookup.ports'>> {
    return (await this.session.connected()).call('lookup.ports', { params: { cityName } });
  }

  async postalCodes(countryCode: string, loc: string): Promise<OperationResult<'lookup.postal-codes'>> {
    return (await this.session.connected()).call('lookup.postal-codes', { params: { countryCode, loc } });
  }

  async palletTypes(): Promise<OperationResult<'lookup.pallet-types'>> {
    return (await this.session.connected()).call('lookup.pallet-types', {});
  }

  async airports(nameCityIata: string): Promise<OperationResult<'lookup.airports'>> {
    return (await this.session.connected()).call('lookup.airports', { params: { nameCityIata } });
  }
}
