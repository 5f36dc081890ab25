/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Messages_AppearInputs */

const en_tracking_messages_appear = /** @type {(inputs: Tracking_Messages_AppearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages appear here as the carrier reports the shipment's progress.`)
};

const es_tracking_messages_appear = /** @type {(inputs: Tracking_Messages_AppearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los mensajes aparecen aquí a medida que el transportista informa del avance del envío.`)
};

const en_xa2_tracking_messages_appear = /** @type {(inputs: Tracking_Messages_AppearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéššáĝéš áþþéáŕ ĥéŕé áš ţĥé çáŕŕíéŕ ŕéþóŕţš ţĥé šĥíþɱéñţ'š þŕóĝŕéšš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Messages appear here as the carrier reports the shipment's progress." |
*
* @param {Tracking_Messages_AppearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_appear = /** @type {((inputs?: Tracking_Messages_AppearInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Messages_AppearInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_messages_appear(inputs)
	if (locale === "en-XA") return en_xa2_tracking_messages_appear(inputs)
	return en_tracking_messages_appear(inputs)
});