/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Entered_By_HandInputs */

const en_tracking_free_entered_by_hand = /** @type {(inputs: Tracking_Free_Entered_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entered by hand`)
};

const es_tracking_free_entered_by_hand = /** @type {(inputs: Tracking_Free_Entered_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`introducido a mano`)
};

const en_xa2_tracking_free_entered_by_hand = /** @type {(inputs: Tracking_Free_Entered_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éñţéŕéð ƀý ĥáñð ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "entered by hand" |
*
* @param {Tracking_Free_Entered_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_entered_by_hand = /** @type {((inputs?: Tracking_Free_Entered_By_HandInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Entered_By_HandInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_entered_by_hand(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_entered_by_hand(inputs)
	return en_tracking_free_entered_by_hand(inputs)
});