/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Events_LabelInputs */

const en_tracking_free_events_label = /** @type {(inputs: Tracking_Free_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free-time events`)
};

const es_tracking_free_events_label = /** @type {(inputs: Tracking_Free_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos del tiempo libre`)
};

const en_xa2_tracking_free_events_label = /** @type {(inputs: Tracking_Free_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé-ţíɱé éṽéñţš ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Free-time events" |
*
* @param {Tracking_Free_Events_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_events_label = /** @type {((inputs?: Tracking_Free_Events_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Events_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_events_label(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_events_label(inputs)
	return en_tracking_free_events_label(inputs)
});