/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Messages_NoteInputs */

const en_tracking_messages_note = /** @type {(inputs: Tracking_Messages_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`newest first`)
};

const es_tracking_messages_note = /** @type {(inputs: Tracking_Messages_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los más recientes primero`)
};

const en_xa2_tracking_messages_note = /** @type {(inputs: Tracking_Messages_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñéŵéšţ ƒíŕšţ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "newest first" |
*
* @param {Tracking_Messages_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_note = /** @type {((inputs?: Tracking_Messages_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Messages_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_messages_note(inputs)
	if (locale === "en-XA") return en_xa2_tracking_messages_note(inputs)
	return en_tracking_messages_note(inputs)
});