/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Charged_From_FirstInputs */

const en_tracking_free_charged_from_first = /** @type {(inputs: Tracking_Free_Charged_From_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none: charged from the first day`)
};

const es_tracking_free_charged_from_first = /** @type {(inputs: Tracking_Free_Charged_From_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno: se cobra desde el primer día`)
};

const en_xa2_tracking_free_charged_from_first = /** @type {(inputs: Tracking_Free_Charged_From_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóñé: çĥáŕĝéð ƒŕóɱ ţĥé ƒíŕšţ ðáý ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "none: charged from the first day" |
*
* @param {Tracking_Free_Charged_From_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_charged_from_first = /** @type {((inputs?: Tracking_Free_Charged_From_FirstInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Charged_From_FirstInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_charged_from_first(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_charged_from_first(inputs)
	return en_tracking_free_charged_from_first(inputs)
});