/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Messages_No_CodeInputs */

const en_tracking_messages_no_code = /** @type {(inputs: Tracking_Messages_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service gave no shipment code to ask for messages with.`)
};

const es_tracking_messages_no_code = /** @type {(inputs: Tracking_Messages_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no dio ningún código de envío con el que pedir los mensajes.`)
};

const en_xa2_tracking_messages_no_code = /** @type {(inputs: Tracking_Messages_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ĝáṽé ñó šĥíþɱéñţ çóðé ţó ášķ ƒóŕ ɱéššáĝéš ŵíţĥ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The service gave no shipment code to ask for messages with." |
*
* @param {Tracking_Messages_No_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_no_code = /** @type {((inputs?: Tracking_Messages_No_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Messages_No_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_messages_no_code(inputs)
	if (locale === "en-XA") return en_xa2_tracking_messages_no_code(inputs)
	return en_tracking_messages_no_code(inputs)
});