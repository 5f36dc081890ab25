/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Lookups_Pallets_CountInputs */

const en_lookups_pallets_count = /** @type {(inputs: Lookups_Pallets_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} pallet type`);
	return /** @type {LocalizedString} */ (`${i?.shown} pallet types`)
	
};

const es_lookups_pallets_count = /** @type {(inputs: Lookups_Pallets_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} tipo de palé`);
	return /** @type {LocalizedString} */ (`${i?.shown} tipos de palé`)
	
};

const en_xa2_lookups_pallets_count = /** @type {(inputs: Lookups_Pallets_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} þáļļéţ ţýþé ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} þáļļéţ ţýþéš ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} pallet type" |
* | * | "{shown} pallet types" |
*
* @param {Lookups_Pallets_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_count = /** @type {((inputs: Lookups_Pallets_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Pallets_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_pallets_count(inputs)
	if (locale === "en-XA") return en_xa2_lookups_pallets_count(inputs)
	return en_lookups_pallets_count(inputs)
});