/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Title_DischargeInputs */

const en_tracking_free_title_discharge = /** @type {(inputs: Tracking_Free_Title_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discharge`)
};

const es_tracking_free_title_discharge = /** @type {(inputs: Tracking_Free_Title_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descarga`)
};

const en_xa2_tracking_free_title_discharge = /** @type {(inputs: Tracking_Free_Title_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšçĥáŕĝé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Discharge" |
*
* @param {Tracking_Free_Title_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title_discharge = /** @type {((inputs?: Tracking_Free_Title_DischargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Title_DischargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_title_discharge(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_title_discharge(inputs)
	return en_tracking_free_title_discharge(inputs)
});