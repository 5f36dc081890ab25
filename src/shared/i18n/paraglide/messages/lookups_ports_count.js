/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, searched: NonNullable<unknown> }} Lookups_Ports_CountInputs */

const en_lookups_ports_count = /** @type {(inputs: Lookups_Ports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} port for ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} ports for ${i?.searched}`)
	
};

const es_lookups_ports_count = /** @type {(inputs: Lookups_Ports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} puerto para ${i?.searched}`);
	return /** @type {LocalizedString} */ (`${i?.shown} puertos para ${i?.searched}`)
	
};

const en_xa2_lookups_ports_count = /** @type {(inputs: Lookups_Ports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} þóŕţ ƒóŕ ${i?.searched} ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} þóŕţš ƒóŕ ${i?.searched} ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} port for {searched}" |
* | * | "{shown} ports for {searched}" |
*
* @param {Lookups_Ports_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_count = /** @type {((inputs: Lookups_Ports_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Ports_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_ports_count(inputs)
	if (locale === "en-XA") return en_xa2_lookups_ports_count(inputs)
	return en_lookups_ports_count(inputs)
});