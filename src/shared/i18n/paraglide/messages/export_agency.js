/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_AgencyInputs */

const en_export_agency = /** @type {(inputs: Export_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agency`)
};

const es_export_agency = /** @type {(inputs: Export_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agencia`)
};

const en_xa2_export_agency = /** @type {(inputs: Export_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áĝéñçý ·~]`)
};

/**
* | output |
* | --- |
* | "Agency" |
*
* @param {Export_AgencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_agency = /** @type {((inputs?: Export_AgencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_AgencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_export_agency(inputs)
	if (locale === "en-XA") return en_xa2_export_agency(inputs)
	return en_export_agency(inputs)
});