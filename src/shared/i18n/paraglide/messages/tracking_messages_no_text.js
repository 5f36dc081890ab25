/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Messages_No_TextInputs */

const en_tracking_messages_no_text = /** @type {(inputs: Tracking_Messages_No_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update without a message`)
};

const es_tracking_messages_no_text = /** @type {(inputs: Tracking_Messages_No_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualización sin mensaje`)
};

const en_xa2_tracking_messages_no_text = /** @type {(inputs: Tracking_Messages_No_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþðáţé ŵíţĥóúţ á ɱéššáĝé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Update without a message" |
*
* @param {Tracking_Messages_No_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_no_text = /** @type {((inputs?: Tracking_Messages_No_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Messages_No_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_messages_no_text(inputs)
	if (locale === "en-XA") return en_xa2_tracking_messages_no_text(inputs)
	return en_tracking_messages_no_text(inputs)
});