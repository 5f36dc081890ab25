/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_VesselInputs */

const en_pdf_vessel = /** @type {(inputs: Pdf_VesselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vessel`)
};

const es_pdf_vessel = /** @type {(inputs: Pdf_VesselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buque`)
};

const en_xa2_pdf_vessel = /** @type {(inputs: Pdf_VesselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéššéļ ·~]`)
};

/**
* | output |
* | --- |
* | "Vessel" |
*
* @param {Pdf_VesselInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_vessel = /** @type {((inputs?: Pdf_VesselInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_VesselInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_vessel(inputs)
	if (locale === "en-XA") return en_xa2_pdf_vessel(inputs)
	return en_pdf_vessel(inputs)
});