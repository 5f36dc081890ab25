/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, ids: NonNullable<unknown> }} Documents_Other_Shipment_NoteInputs */

const en_documents_other_shipment_note = /** @type {(inputs: Documents_Other_Shipment_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The service's answer also listed ${i?.shown} document of another shipment (${i?.ids}); it is not shown here.`);
	return /** @type {LocalizedString} */ (`The service's answer also listed ${i?.shown} documents of another shipment (${i?.ids}); they are not shown here.`)
	
};

const es_documents_other_shipment_note = /** @type {(inputs: Documents_Other_Shipment_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`La respuesta del servicio también incluía ${i?.shown} documento de otro envío (${i?.ids}); no se muestra aquí.`);
	return /** @type {LocalizedString} */ (`La respuesta del servicio también incluía ${i?.shown} documentos de otro envío (${i?.ids}); no se muestran aquí.`)
	
};

const en_xa2_documents_other_shipment_note = /** @type {(inputs: Documents_Other_Shipment_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé'š áñšŵéŕ áļšó ļíšţéð ${i?.shown} ðóçúɱéñţ óƒ áñóţĥéŕ šĥíþɱéñţ (${i?.ids}); íţ íš ñóţ šĥóŵñ ĥéŕé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé'š áñšŵéŕ áļšó ļíšţéð ${i?.shown} ðóçúɱéñţš óƒ áñóţĥéŕ šĥíþɱéñţ (${i?.ids}); ţĥéý áŕé ñóţ šĥóŵñ ĥéŕé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The service's answer also listed {shown} document of another shipment ({ids}); it is not shown here." |
* | * | "The service's answer also listed {shown} documents of another shipment ({ids}); they are not shown here." |
*
* @param {Documents_Other_Shipment_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_other_shipment_note = /** @type {((inputs: Documents_Other_Shipment_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Other_Shipment_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_other_shipment_note(inputs)
	if (locale === "en-XA") return en_xa2_documents_other_shipment_note(inputs)
	return en_documents_other_shipment_note(inputs)
});