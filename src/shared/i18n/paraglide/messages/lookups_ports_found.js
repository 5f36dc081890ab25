/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Ports_FoundInputs */

const en_lookups_ports_found = /** @type {(inputs: Lookups_Ports_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} port found for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} ports found for ${i?.searched}`)
	
};

const es_lookups_ports_found = /** @type {(inputs: Lookups_Ports_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Se encontró ${i?.shown} puerto para ${i?.searched}`);
	return /** @type {LocalizedString} */ (`Se encontraron ${i?.shown} puertos para ${i?.searched}`)
	
};

const en_xa2_lookups_ports_found = /** @type {(inputs: Lookups_Ports_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} þóŕţ ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} þóŕţš ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} port found for {searched}" |
* | * | "{shown} ports found for {searched}" |
*
* @param {Lookups_Ports_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_found = /** @type {((inputs: Lookups_Ports_FoundInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Ports_FoundInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_ports_found(inputs)
	if (locale === "en-XA") return en_xa2_lookups_ports_found(inputs)
	return en_lookups_ports_found(inputs)
});