/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Messages_None_Of_ThisInputs */

const en_tracking_messages_none_of_this = /** @type {(inputs: Tracking_Messages_None_Of_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tracking messages of this shipment`)
};

const es_tracking_messages_none_of_this = /** @type {(inputs: Tracking_Messages_None_Of_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún mensaje de seguimiento de este envío`)
};

const en_xa2_tracking_messages_none_of_this = /** @type {(inputs: Tracking_Messages_None_Of_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ţŕáçķíñĝ ɱéššáĝéš óƒ ţĥíš šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No tracking messages of this shipment" |
*
* @param {Tracking_Messages_None_Of_ThisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_none_of_this = /** @type {((inputs?: Tracking_Messages_None_Of_ThisInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Messages_None_Of_ThisInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_messages_none_of_this(inputs)
	if (locale === "en-XA") return en_xa2_tracking_messages_none_of_this(inputs)
	return en_tracking_messages_none_of_this(inputs)
});