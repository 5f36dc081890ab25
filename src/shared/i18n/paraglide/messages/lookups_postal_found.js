/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Postal_FoundInputs */

const en_lookups_postal_found = /** @type {(inputs: Lookups_Postal_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} postal code found for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} postal codes found for ${i?.searched}`)
	
};

const es_lookups_postal_found = /** @type {(inputs: Lookups_Postal_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Se encontró ${i?.shown} código postal para ${i?.searched}`);
	return /** @type {LocalizedString} */ (`Se encontraron ${i?.shown} códigos postales para ${i?.searched}`)
	
};

const en_xa2_lookups_postal_found = /** @type {(inputs: Lookups_Postal_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} þóšţáļ çóðé ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} þóšţáļ çóðéš ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} postal code found for {searched}" |
* | * | "{shown} postal codes found for {searched}" |
*
* @param {Lookups_Postal_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_found = /** @type {((inputs: Lookups_Postal_FoundInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Postal_FoundInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_postal_found(inputs)
	if (locale === "en-XA") return en_xa2_lookups_postal_found(inputs)
	return en_lookups_postal_found(inputs)
});