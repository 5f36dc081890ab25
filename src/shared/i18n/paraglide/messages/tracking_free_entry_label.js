/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Tracking_Free_Entry_LabelInputs */

const en_tracking_free_entry_label = /** @type {(inputs: Tracking_Free_Entry_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} entered by hand`)
};

const es_tracking_free_entry_label = /** @type {(inputs: Tracking_Free_Entry_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}: entrada a mano`)
};

const en_xa2_tracking_free_entry_label = /** @type {(inputs: Tracking_Free_Entry_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.event} éñţéŕéð ƀý ĥáñð ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{event} entered by hand" |
*
* @param {Tracking_Free_Entry_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_entry_label = /** @type {((inputs: Tracking_Free_Entry_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Entry_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_entry_label(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_entry_label(inputs)
	return en_tracking_free_entry_label(inputs)
});