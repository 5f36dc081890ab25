/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown>, when: NonNullable<unknown>, charged: NonNullable<unknown> }} Tracking_Free_Stopped_TextInputs */

const en_tracking_free_stopped_text = /** @type {(inputs: Tracking_Free_Stopped_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: stopped at ${i?.event}, ${i?.when}: ${i?.charged}`)
};

const es_tracking_free_stopped_text = /** @type {(inputs: Tracking_Free_Stopped_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: detenido con ${i?.event}, ${i?.when}: ${i?.charged}`)
};

const en_xa2_tracking_free_stopped_text = /** @type {(inputs: Tracking_Free_Stopped_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: šţóþþéð áţ ${i?.event}, ${i?.when}: ${i?.charged} ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{name}: stopped at {event}, {when}: {charged}" |
*
* @param {Tracking_Free_Stopped_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_text = /** @type {((inputs: Tracking_Free_Stopped_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Stopped_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_stopped_text(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_stopped_text(inputs)
	return en_tracking_free_stopped_text(inputs)
});