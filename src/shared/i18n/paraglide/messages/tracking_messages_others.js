/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, ids: NonNullable<unknown> }} Tracking_Messages_OthersInputs */

const en_tracking_messages_others = /** @type {(inputs: Tracking_Messages_OthersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} message in the service's answer is about another shipment (${i?.ids}): it is not shown here.`);
	return /** @type {LocalizedString} */ (`${i?.shown} messages in the service's answer are about another shipment (${i?.ids}): they are not shown here.`)
	
};

const es_tracking_messages_others = /** @type {(inputs: Tracking_Messages_OthersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} mensaje de la respuesta del servicio es de otro envío (${i?.ids}): no se muestra aquí.`);
	return /** @type {LocalizedString} */ (`${i?.shown} mensajes de la respuesta del servicio son de otro envío (${i?.ids}): no se muestran aquí.`)
	
};

const en_xa2_tracking_messages_others = /** @type {(inputs: Tracking_Messages_OthersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ɱéššáĝé íñ ţĥé šéŕṽíçé'š áñšŵéŕ íš áƀóúţ áñóţĥéŕ šĥíþɱéñţ (${i?.ids}): íţ íš ñóţ šĥóŵñ ĥéŕé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ɱéššáĝéš íñ ţĥé šéŕṽíçé'š áñšŵéŕ áŕé áƀóúţ áñóţĥéŕ šĥíþɱéñţ (${i?.ids}): ţĥéý áŕé ñóţ šĥóŵñ ĥéŕé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} message in the service's answer is about another shipment ({ids}): it is not shown here." |
* | * | "{shown} messages in the service's answer are about another shipment ({ids}): they are not shown here." |
*
* @param {Tracking_Messages_OthersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_others = /** @type {((inputs: Tracking_Messages_OthersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Messages_OthersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_messages_others(inputs)
	if (locale === "en-XA") return en_xa2_tracking_messages_others(inputs)
	return en_tracking_messages_others(inputs)
});