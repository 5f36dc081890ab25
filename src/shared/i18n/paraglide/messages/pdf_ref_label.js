/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Ref_LabelInputs */

const en_pdf_ref_label = /** @type {(inputs: Pdf_Ref_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ref.`)
};

const es_pdf_ref_label = /** @type {(inputs: Pdf_Ref_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ref.`)
};

const en_xa2_pdf_ref_label = /** @type {(inputs: Pdf_Ref_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒ. ·]`)
};

/**
* | output |
* | --- |
* | "Ref." |
*
* @param {Pdf_Ref_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_ref_label = /** @type {((inputs?: Pdf_Ref_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Ref_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_ref_label(inputs)
	if (locale === "en-XA") return en_xa2_pdf_ref_label(inputs)
	return en_pdf_ref_label(inputs)
});