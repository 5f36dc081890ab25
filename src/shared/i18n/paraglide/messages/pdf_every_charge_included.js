/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} Pdf_Every_Charge_IncludedInputs */

const en_pdf_every_charge_included = /** @type {(inputs: Pdf_Every_Charge_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}, every charge included`)
};

const es_pdf_every_charge_included = /** @type {(inputs: Pdf_Every_Charge_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}, todos los cargos incluidos`)
};

const en_xa2_pdf_every_charge_included = /** @type {(inputs: Pdf_Every_Charge_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.kind}, éṽéŕý çĥáŕĝé íñçļúðéð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{kind}, every charge included" |
*
* @param {Pdf_Every_Charge_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_every_charge_included = /** @type {((inputs: Pdf_Every_Charge_IncludedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Every_Charge_IncludedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_every_charge_included(inputs)
	if (locale === "en-XA") return en_xa2_pdf_every_charge_included(inputs)
	return en_pdf_every_charge_included(inputs)
});