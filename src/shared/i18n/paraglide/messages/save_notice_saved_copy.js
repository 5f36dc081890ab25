/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ where: NonNullable<unknown> }} Save_Notice_Saved_CopyInputs */

const en_save_notice_saved_copy = /** @type {(inputs: Save_Notice_Saved_CopyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved copy: the file this desk kept was saved to ${i?.where}`)
};

const es_save_notice_saved_copy = /** @type {(inputs: Save_Notice_Saved_CopyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copia guardada: el archivo que Freight Desk conservaba se ha guardado en ${i?.where}`)
};

const en_xa2_save_notice_saved_copy = /** @type {(inputs: Save_Notice_Saved_CopyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéð çóþý: ţĥé ƒíļé ţĥíš ðéšķ ķéþţ ŵáš šáṽéð ţó ${i?.where} ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Saved copy: the file this desk kept was saved to {where}" |
*
* @param {Save_Notice_Saved_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const save_notice_saved_copy = /** @type {((inputs: Save_Notice_Saved_CopyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Save_Notice_Saved_CopyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_save_notice_saved_copy(inputs)
	if (locale === "en-XA") return en_xa2_save_notice_saved_copy(inputs)
	return en_save_notice_saved_copy(inputs)
});