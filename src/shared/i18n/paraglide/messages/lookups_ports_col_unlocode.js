/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Ports_Col_UnlocodeInputs */

const en_lookups_ports_col_unlocode = /** @type {(inputs: Lookups_Ports_Col_UnlocodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UN/LOCODE`)
};

const es_lookups_ports_col_unlocode = /** @type {(inputs: Lookups_Ports_Col_UnlocodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UN/LOCODE`)
};

const en_xa2_lookups_ports_col_unlocode = /** @type {(inputs: Lookups_Ports_Col_UnlocodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÚÑ/ĻÓÇÓÐÉ ·~ ]`)
};

/**
* | output |
* | --- |
* | "UN/LOCODE" |
*
* @param {Lookups_Ports_Col_UnlocodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_col_unlocode = /** @type {((inputs?: Lookups_Ports_Col_UnlocodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Ports_Col_UnlocodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_ports_col_unlocode(inputs)
	if (locale === "en-XA") return en_xa2_lookups_ports_col_unlocode(inputs)
	return en_lookups_ports_col_unlocode(inputs)
});