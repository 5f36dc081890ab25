/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Chargeable_WeightInputs */

const en_pdf_chargeable_weight = /** @type {(inputs: Pdf_Chargeable_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargeable weight`)
};

const es_pdf_chargeable_weight = /** @type {(inputs: Pdf_Chargeable_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso tasable`)
};

const en_xa2_pdf_chargeable_weight = /** @type {(inputs: Pdf_Chargeable_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝéáƀļé ŵéíĝĥţ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Chargeable weight" |
*
* @param {Pdf_Chargeable_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_chargeable_weight = /** @type {((inputs?: Pdf_Chargeable_WeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Chargeable_WeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_chargeable_weight(inputs)
	if (locale === "en-XA") return en_xa2_pdf_chargeable_weight(inputs)
	return en_pdf_chargeable_weight(inputs)
});