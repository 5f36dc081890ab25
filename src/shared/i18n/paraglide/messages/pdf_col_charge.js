/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Col_ChargeInputs */

const en_pdf_col_charge = /** @type {(inputs: Pdf_Col_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge`)
};

const es_pdf_col_charge = /** @type {(inputs: Pdf_Col_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

const en_xa2_pdf_col_charge = /** @type {(inputs: Pdf_Col_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝé ·~]`)
};

/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Pdf_Col_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_charge = /** @type {((inputs?: Pdf_Col_ChargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_ChargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_col_charge(inputs)
	if (locale === "en-XA") return en_xa2_pdf_col_charge(inputs)
	return en_pdf_col_charge(inputs)
});