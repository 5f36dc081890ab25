/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Ports_NoneInputs */

const en_lookups_ports_none = /** @type {(inputs: Lookups_Ports_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No port found for ${i?.searched}`)
};

const es_lookups_ports_none = /** @type {(inputs: Lookups_Ports_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se encontró ningún puerto para ${i?.searched}`)
};

const en_xa2_lookups_ports_none = /** @type {(inputs: Lookups_Ports_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó þóŕţ ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No port found for {searched}" |
*
* @param {Lookups_Ports_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_none = /** @type {((inputs: Lookups_Ports_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Ports_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_ports_none(inputs)
	if (locale === "en-XA") return en_xa2_lookups_ports_none(inputs)
	return en_lookups_ports_none(inputs)
});