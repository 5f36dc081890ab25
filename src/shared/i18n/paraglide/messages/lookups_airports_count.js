/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Airports_CountInputs */

const en_lookups_airports_count = /** @type {(inputs: Lookups_Airports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} airport for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} airports for ${i?.searched}`)
	
};

const es_lookups_airports_count = /** @type {(inputs: Lookups_Airports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} aeropuerto para ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} aeropuertos para ${i?.searched}`)
	
};

const en_xa2_lookups_airports_count = /** @type {(inputs: Lookups_Airports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} áíŕþóŕţ ƒóŕ ${i?.searched} ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} áíŕþóŕţš ƒóŕ ${i?.searched} ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} airport for {searched}" |
* | * | "{shown} airports for {searched}" |
*
* @param {Lookups_Airports_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_count = /** @type {((inputs: Lookups_Airports_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Airports_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_airports_count(inputs)
	if (locale === "en-XA") return en_xa2_lookups_airports_count(inputs)
	return en_lookups_airports_count(inputs)
});