/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Col_AgencyInputs */

const en_tracking_col_agency = /** @type {(inputs: Tracking_Col_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agency`)
};

const es_tracking_col_agency = /** @type {(inputs: Tracking_Col_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agencia`)
};

const en_xa2_tracking_col_agency = /** @type {(inputs: Tracking_Col_AgencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áĝéñçý ·~]`)
};

/**
* | output |
* | --- |
* | "Agency" |
*
* @param {Tracking_Col_AgencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_agency = /** @type {((inputs?: Tracking_Col_AgencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_AgencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_col_agency(inputs)
	if (locale === "en-XA") return en_xa2_tracking_col_agency(inputs)
	return en_tracking_col_agency(inputs)
});