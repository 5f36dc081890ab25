/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Messages_TimelineInputs */

const en_tracking_messages_timeline = /** @type {(inputs: Tracking_Messages_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking messages, newest first`)
};

const es_tracking_messages_timeline = /** @type {(inputs: Tracking_Messages_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes de seguimiento, los más recientes primero`)
};

const en_xa2_tracking_messages_timeline = /** @type {(inputs: Tracking_Messages_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ ɱéššáĝéš, ñéŵéšţ ƒíŕšţ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Tracking messages, newest first" |
*
* @param {Tracking_Messages_TimelineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_timeline = /** @type {((inputs?: Tracking_Messages_TimelineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Messages_TimelineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_messages_timeline(inputs)
	if (locale === "en-XA") return en_xa2_tracking_messages_timeline(inputs)
	return en_tracking_messages_timeline(inputs)
});