/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown>, when: NonNullable<unknown>, charged: NonNullable<unknown> }} Tracking_Free_Stopped_Entered_TextInputs */

const en_tracking_free_stopped_entered_text = /** @type {(inputs: Tracking_Free_Stopped_Entered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: stopped at ${i?.event}, ${i?.when} (entered by hand): ${i?.charged}`)
};

const es_tracking_free_stopped_entered_text = /** @type {(inputs: Tracking_Free_Stopped_Entered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: detenido con ${i?.event}, ${i?.when} (introducido a mano): ${i?.charged}`)
};

const en_xa2_tracking_free_stopped_entered_text = /** @type {(inputs: Tracking_Free_Stopped_Entered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: šţóþþéð áţ ${i?.event}, ${i?.when} (éñţéŕéð ƀý ĥáñð): ${i?.charged} ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{name}: stopped at {event}, {when} (entered by hand): {charged}" |
*
* @param {Tracking_Free_Stopped_Entered_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_entered_text = /** @type {((inputs: Tracking_Free_Stopped_Entered_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Stopped_Entered_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_stopped_entered_text(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_stopped_entered_text(inputs)
	return en_tracking_free_stopped_entered_text(inputs)
});