/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ city: NonNullable<unknown> }} Tracking_Free_Title_Discharge_AtInputs */

const en_tracking_free_title_discharge_at = /** @type {(inputs: Tracking_Free_Title_Discharge_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Discharge at ${i?.city}`)
};

const es_tracking_free_title_discharge_at = /** @type {(inputs: Tracking_Free_Title_Discharge_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descarga en ${i?.city}`)
};

const en_xa2_tracking_free_title_discharge_at = /** @type {(inputs: Tracking_Free_Title_Discharge_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðíšçĥáŕĝé áţ ${i?.city} ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Discharge at {city}" |
*
* @param {Tracking_Free_Title_Discharge_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title_discharge_at = /** @type {((inputs: Tracking_Free_Title_Discharge_AtInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Title_Discharge_AtInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_title_discharge_at(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_title_discharge_at(inputs)
	return en_tracking_free_title_discharge_at(inputs)
});