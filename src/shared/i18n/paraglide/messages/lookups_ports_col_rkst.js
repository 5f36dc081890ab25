/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Ports_Col_RkstInputs */

const en_lookups_ports_col_rkst = /** @type {(inputs: Lookups_Ports_Col_RkstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RKST code`)
};

const es_lookups_ports_col_rkst = /** @type {(inputs: Lookups_Ports_Col_RkstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código RKST`)
};

const en_xa2_lookups_ports_col_rkst = /** @type {(inputs: Lookups_Ports_Col_RkstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŔĶŠŢ çóðé ·~ ]`)
};

/**
* | output |
* | --- |
* | "RKST code" |
*
* @param {Lookups_Ports_Col_RkstInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_col_rkst = /** @type {((inputs?: Lookups_Ports_Col_RkstInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Ports_Col_RkstInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_ports_col_rkst(inputs)
	if (locale === "en-XA") return en_xa2_lookups_ports_col_rkst(inputs)
	return en_lookups_ports_col_rkst(inputs)
});