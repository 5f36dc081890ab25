/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Messages_Load_FailedInputs */

const en_tracking_messages_load_failed = /** @type {(inputs: Tracking_Messages_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the tracking messages`)
};

const es_tracking_messages_load_failed = /** @type {(inputs: Tracking_Messages_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los mensajes de seguimiento`)
};

const en_xa2_tracking_messages_load_failed = /** @type {(inputs: Tracking_Messages_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé ţŕáçķíñĝ ɱéššáĝéš ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Could not load the tracking messages" |
*
* @param {Tracking_Messages_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_load_failed = /** @type {((inputs?: Tracking_Messages_Load_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Messages_Load_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_messages_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_tracking_messages_load_failed(inputs)
	return en_tracking_messages_load_failed(inputs)
});