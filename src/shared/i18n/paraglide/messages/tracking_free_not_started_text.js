/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown>, notYet: NonNullable<unknown> }} Tracking_Free_Not_Started_TextInputs */

const en_tracking_free_not_started_text = /** @type {(inputs: Tracking_Free_Not_Started_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: free time starts at ${i?.event}, ${i?.notYet}`)
};

const es_tracking_free_not_started_text = /** @type {(inputs: Tracking_Free_Not_Started_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: el tiempo libre empieza con ${i?.event}, ${i?.notYet}`)
};

const en_xa2_tracking_free_not_started_text = /** @type {(inputs: Tracking_Free_Not_Started_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ƒŕéé ţíɱé šţáŕţš áţ ${i?.event}, ${i?.notYet} ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{name}: free time starts at {event}, {notYet}" |
*
* @param {Tracking_Free_Not_Started_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_started_text = /** @type {((inputs: Tracking_Free_Not_Started_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Not_Started_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_not_started_text(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_not_started_text(inputs)
	return en_tracking_free_not_started_text(inputs)
});