/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ where: NonNullable<unknown> }} Save_Notice_Saved_ToInputs */

const en_save_notice_saved_to = /** @type {(inputs: Save_Notice_Saved_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved to ${i?.where}`)
};

const es_save_notice_saved_to = /** @type {(inputs: Save_Notice_Saved_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardado en ${i?.where}`)
};

const en_xa2_save_notice_saved_to = /** @type {(inputs: Save_Notice_Saved_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ţó ${i?.where} ·~ ]`)
};

/**
* | output |
* | --- |
* | "Saved to {where}" |
*
* @param {Save_Notice_Saved_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const save_notice_saved_to = /** @type {((inputs: Save_Notice_Saved_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Save_Notice_Saved_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_save_notice_saved_to(inputs)
	if (locale === "en-XA") return en_xa2_save_notice_saved_to(inputs)
	return en_save_notice_saved_to(inputs)
});