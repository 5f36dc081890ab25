/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_AddedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_CustomsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Delivery_DateInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ChangedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_UploadedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ValidatedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_PastInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_SoonInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Pickup_DateInputs */
/** @typedef {{ count: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Counted_StatusInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_UnlistedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_No_Longer_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Document_StatusInputs */
/** @typedef {{ name: NonNullable<unknown>, was: NonNullable<unknown> }} Change_Document_Status_RemovedInputs */
/** @typedef {{}} Change_Document_UnnamedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_ValidatedInputs */
/** @typedef {{}} Change_Free_TimeInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_PastInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Past_UnreportedInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_SoonInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Soon_UnreportedInputs */
/** @typedef {{}} Change_Kind_AddedInputs */
/** @typedef {{}} Change_Kind_Added_HintInputs */
/** @typedef {{}} Change_Kind_CustomsInputs */
/** @typedef {{}} Change_Kind_Customs_HintInputs */
/** @typedef {{}} Change_Kind_Delivery_DateInputs */
/** @typedef {{}} Change_Kind_Delivery_Date_HintInputs */
/** @typedef {{}} Change_Kind_DocumentsInputs */
/** @typedef {{}} Change_Kind_Documents_HintInputs */
/** @typedef {{}} Change_Kind_Free_TimeInputs */
/** @typedef {{}} Change_Kind_Free_Time_HintInputs */
/** @typedef {{}} Change_Kind_MessagesInputs */
/** @typedef {{}} Change_Kind_Messages_HintInputs */
/** @typedef {{}} Change_Kind_Pickup_DateInputs */
/** @typedef {{}} Change_Kind_Pickup_Date_HintInputs */
/** @typedef {{}} Change_Kind_StatusInputs */
/** @typedef {{}} Change_Kind_Status_HintInputs */
/** @typedef {{}} Change_Kind_UnlistedInputs */
/** @typedef {{}} Change_Kind_Unlisted_HintInputs */
/** @typedef {{}} Change_Stop_DischargeInputs */
/** @typedef {{}} Change_Stop_Empty_ReturnInputs */
/** @typedef {{}} Change_Stop_ReleaseInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Address_UnreachableInputs */
/** @typedef {{}} Failure_Ask_AccessInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Body_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_BrokeInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_Broke_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Broke_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_CancelledInputs */
/** @typedef {{}} Failure_Check_Base_UrlInputs */
/** @typedef {{}} Failure_Check_ConnectionInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ClosedInputs */
/** @typedef {{ host: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Connect_TimeoutInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Connection_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ForbiddenInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Headers_TimeoutInputs */
/** @typedef {{}} Failure_Input_InvalidInputs */
/** @typedef {{}} Failure_InternalInputs */
/** @typedef {{ message: NonNullable<unknown> }} Failure_It_SaidInputs */
/** @typedef {{ count: NonNullable<unknown> }} Failure_More_ProblemsInputs */
/** @typedef {{ host: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_No_Such_AddressInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Not_FoundInputs */
/** @typedef {{}} Failure_Not_Found_ChangedInputs */
/** @typedef {{}} Failure_Not_Found_Check_IdInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_ParameterInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_RequestInputs */
/** @typedef {{ op: NonNullable<unknown>, message: NonNullable<unknown> }} Failure_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Refused_No_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, reason: NonNullable<unknown> }} Failure_Rejected_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Rejected_StatusInputs */
/** @typedef {{}} Failure_Report_If_AgainInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Request_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_ServerInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_ReportedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_LargeInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Too_Many_RequestsInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Too_Many_Requests_WaitInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Failure_Try_AfterInputs */
/** @typedef {{}} Failure_Try_LaterInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_UnauthorizedInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Unexpected_StatusInputs */
/** @typedef {{ channel: NonNullable<unknown> }} Failure_Unknown_ChannelInputs */
/** @typedef {{ check: NonNullable<unknown> }} Failure_Unknown_OutcomeInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_UnreadableInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Unreadable_AcceptedInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_AboutInputs */
/** @typedef {{}} Menu_Actual_SizeInputs */
/** @typedef {{}} Menu_Bring_All_To_FrontInputs */
/** @typedef {{}} Menu_Close_WindowInputs */
/** @typedef {{}} Menu_CopyInputs */
/** @typedef {{}} Menu_CutInputs */
/** @typedef {{}} Menu_EditInputs */
/** @typedef {{}} Menu_ExitInputs */
/** @typedef {{}} Menu_FileInputs */
/** @typedef {{}} Menu_Full_ScreenInputs */
/** @typedef {{}} Menu_GoInputs */
/** @typedef {{}} Menu_HelpInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_HideInputs */
/** @typedef {{}} Menu_Hide_OthersInputs */
/** @typedef {{}} Menu_MinimizeInputs */
/** @typedef {{}} Menu_PasteInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_QuitInputs */
/** @typedef {{}} Menu_RedoInputs */
/** @typedef {{}} Menu_Select_AllInputs */
/** @typedef {{}} Menu_ServicesInputs */
/** @typedef {{}} Menu_Show_AllInputs */
/** @typedef {{}} Menu_Show_LogsInputs */
/** @typedef {{}} Menu_UndoInputs */
/** @typedef {{}} Menu_ViewInputs */
/** @typedef {{}} Menu_WindowInputs */
/** @typedef {{}} Menu_ZoomInputs */
/** @typedef {{}} Menu_Zoom_InInputs */
/** @typedef {{}} Menu_Zoom_OutInputs */
/** @typedef {{}} Notice_AddedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_CustomsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Eta_MovedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown>, latest: NonNullable<unknown> }} Notice_Messages_LatestInputs */
/** @typedef {{}} Notice_NoneInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Pickup_MovedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Notice_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_Shipments_ChangedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_StatusInputs */
/** @typedef {{}} Notice_UnlistedInputs */
/** @typedef {{}} Op_Auth_TokenInputs */
/** @typedef {{}} Op_Booking_BoxesInputs */
/** @typedef {{}} Op_Booking_PalletsInputs */
/** @typedef {{}} Op_Booking_Sea_FclInputs */
/** @typedef {{}} Op_Booking_Sea_LclInputs */
/** @typedef {{}} Op_Check_DocumentsInputs */
/** @typedef {{}} Op_Check_QuotesInputs */
/** @typedef {{}} Op_Check_Service_RecordsInputs */
/** @typedef {{}} Op_Check_Shipment_DetailInputs */
/** @typedef {{}} Op_Check_Shipment_ListInputs */
/** @typedef {{}} Op_Check_TariffsInputs */
/** @typedef {{}} Op_Documents_DownloadInputs */
/** @typedef {{}} Op_Documents_ListInputs */
/** @typedef {{}} Op_Documents_UploadInputs */
/** @typedef {{}} Op_Lookup_AirportsInputs */
/** @typedef {{}} Op_Lookup_ContainersInputs */
/** @typedef {{}} Op_Lookup_Pallet_TypesInputs */
/** @typedef {{}} Op_Lookup_PortsInputs */
/** @typedef {{}} Op_Lookup_Postal_CodesInputs */
/** @typedef {{}} Op_Pickup_TimesInputs */
/** @typedef {{}} Op_Quotes_DeleteInputs */
/** @typedef {{}} Op_Quotes_ListInputs */
/** @typedef {{}} Op_Quotes_SaveInputs */
/** @typedef {{}} Op_Rates_AirInputs */
/** @typedef {{}} Op_Rates_BoxesInputs */
/** @typedef {{}} Op_Rates_PalletsInputs */
/** @typedef {{}} Op_Rates_Sea_FclInputs */
/** @typedef {{}} Op_Rates_Sea_LclInputs */
/** @typedef {{}} Op_Sign_InInputs */
/** @typedef {{}} Op_Tariffs_ReportInputs */
/** @typedef {{}} Op_Tariffs_UploadInputs */
/** @typedef {{}} Op_Tracking_DetailInputs */
/** @typedef {{}} Op_Tracking_MessagesInputs */
/** @typedef {{}} Op_Tracking_ShipmentsInputs */
/** @typedef {{}} Op_Tracking_SwitchInputs */
import * as registry from "../registry.js"


export const change_counted_added = /** @type {(inputs: Change_Counted_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ·]`)
	
};

export const change_counted_customs = /** @type {(inputs: Change_Counted_CustomsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} çúšţóɱš šţáţúš çĥáñĝéð ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} çúšţóɱš šţáţúš çĥáñĝéð ·~ ·~ ·~ ]`)
	
};

export const change_counted_delivery_date = /** @type {(inputs: Change_Counted_Delivery_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ÉŢÁ ɱóṽéð ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ÉŢÁ ɱóṽéð ·~ ]`)
	
};

export const change_counted_documents_changed = /** @type {(inputs: Change_Counted_Documents_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţ çĥáñĝéð ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţš çĥáñĝéð ·~ ·~ ·]`)
	
};

export const change_counted_documents_uploaded = /** @type {(inputs: Change_Counted_Documents_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţ úþļóáðéð ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţš úþļóáðéð ·~ ·~ ·]`)
	
};

export const change_counted_documents_validated = /** @type {(inputs: Change_Counted_Documents_ValidatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţ ṽáļíðáţéð ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţš ṽáļíðáţéð ·~ ·~ ·]`)
	
};

export const change_counted_free_time_past = /** @type {(inputs: Change_Counted_Free_Time_PastInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} þášţ ƒŕéé ţíɱé ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.count} þášţ ƒŕéé ţíɱé ·~ ·~]`)
	
};

export const change_counted_free_time_soon = /** @type {(inputs: Change_Counted_Free_Time_SoonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ƒŕéé ţíɱé éñðíñĝ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ƒŕéé ţíɱé éñðíñĝ ·~ ·~ ]`)
	
};

export const change_counted_messages = /** @type {(inputs: Change_Counted_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ɱéššáĝé ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ɱéššáĝéš ·~ ·~]`)
	
};

export const change_counted_pickup_date = /** @type {(inputs: Change_Counted_Pickup_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} þíçķúþ ɱóṽéð ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.count} þíçķúþ ɱóṽéð ·~ ·~]`)
	
};

export const change_counted_status = /** @type {(inputs: Change_Counted_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.count} ${i?.status} ]`)
};

export const change_counted_unlisted = /** @type {(inputs: Change_Counted_UnlistedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ñó ļóñĝéŕ ļíšţéð ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ñó ļóñĝéŕ ļíšţéð ·~ ·~ ]`)
	
};

export const change_document_no_longer_uploaded = /** @type {(inputs: Change_Document_No_Longer_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ñó ļóñĝéŕ úþļóáðéð ·~ ·~ ·]`)
};

export const change_document_status = /** @type {(inputs: Change_Document_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ${i?.status} ]`)
};

export const change_document_status_removed = /** @type {(inputs: Change_Document_Status_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ṽáļíðáţíóñ šţáţúš ŕéɱóṽéð (ŵáš ${i?.was}) ·~ ·~ ·~ ·~ ·]`)
};

export const change_document_unnamed = /** @type {(inputs: Change_Document_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ðóçúɱéñţ ·~ ]`)
};

export const change_document_uploaded = /** @type {(inputs: Change_Document_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} úþļóáðéð ·~ ]`)
};

export const change_document_validated = /** @type {(inputs: Change_Document_ValidatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ṽáļíðáţéð ·~ ]`)
};

export const change_free_time = /** @type {(inputs: Change_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé ·~ ]`)
};

export const change_free_time_past = /** @type {(inputs: Change_Free_Time_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: þášţ ţĥé ļášţ ƒŕéé ðáý (${i?.day}), ţĥé çĥáŕĝé áççŕúéš ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const change_free_time_past_unreported = /** @type {(inputs: Change_Free_Time_Past_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ${i?.stop} ñóţ ŕéþóŕţéð; íƒ šţíļļ óúţ, þášţ ţĥé ļášţ ƒŕéé ðáý (${i?.day}), ţĥé çĥáŕĝé áççŕúéš ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const change_free_time_soon = /** @type {(inputs: Change_Free_Time_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ļášţ ƒŕéé ðáý ${i?.day}, 48 ĥóúŕš óŕ ļéšš ļéƒţ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const change_free_time_soon_unreported = /** @type {(inputs: Change_Free_Time_Soon_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ${i?.stop} ñóţ ŕéþóŕţéð; íƒ šţíļļ óúţ, ļášţ ƒŕéé ðáý ${i?.day}, 48 ĥóúŕš óŕ ļéšš ļéƒţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const change_kind_added = /** @type {(inputs: Change_Kind_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ šĥíþɱéñţš ·~ ·~]`)
};

export const change_kind_added_hint = /** @type {(inputs: Change_Kind_Added_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šĥíþɱéñţ ƀóóķéð éļšéŵĥéŕé áþþéáŕš íñ ţĥé ļíšţ (ñóţ ţĥé óñéš ýóú ƀóóķ ĥéŕé). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const change_kind_customs = /** @type {(inputs: Change_Kind_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱš šţáţúš ·~ ·~]`)
};

export const change_kind_customs_hint = /** @type {(inputs: Change_Kind_Customs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šĥíþɱéñţ’š çúšţóɱš šţáţúš ɱóṽéð (þéñðíñĝ, çļéáŕéð, ĥéļð…). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const change_kind_delivery_date = /** @type {(inputs: Change_Kind_Delivery_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÉŢÁ ɱóṽéð ·~ ]`)
};

export const change_kind_delivery_date_hint = /** @type {(inputs: Change_Kind_Delivery_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éšţíɱáţéð ðéļíṽéŕý ðáţé óƒ á šĥíþɱéñţ çĥáñĝéð. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const change_kind_documents = /** @type {(inputs: Change_Kind_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţ çĥéçķš ·~ ·~]`)
};

export const change_kind_documents_hint = /** @type {(inputs: Change_Kind_Documents_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŕéǫúíŕéð ðóçúɱéñţ ŵáš úþļóáðéð, ṽáļíðáţéð óŕ ŕéƒúšéð (ƒóúñð óúţšíðé ţĥé Ðóçúɱéñţš šçŕééñ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const change_kind_free_time = /** @type {(inputs: Change_Kind_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé ŕúññíñĝ óúţ ·~ ·~ ·~]`)
};

export const change_kind_free_time_hint = /** @type {(inputs: Change_Kind_Free_Time_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƀóóķéð šéá šĥíþɱéñţ çáɱé ŵíţĥíñ 48 ĥóúŕš óƒ íţš ļášţ ƒŕéé ðáý (ðéɱúŕŕáĝé, ðéţéñţíóñ, šţóŕáĝé), óŕ þáššéð íţ, ŵĥíļé íţš çļóçķ ŕúñš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const change_kind_messages = /** @type {(inputs: Change_Kind_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ţŕáçķíñĝ ɱéššáĝéš ·~ ·~ ·~]`)
};

export const change_kind_messages_hint = /** @type {(inputs: Change_Kind_Messages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ɱéššáĝéš ƒóúñð ŵĥéñ á šĥíþɱéñţ’š ɱéššáĝéš áŕé ƒéţçĥéð íñ ţĥé ƀáçķĝŕóúñð (ñóţ ŵĥíļé ýóú ŕéáð ţĥéɱ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const change_kind_pickup_date = /** @type {(inputs: Change_Kind_Pickup_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ðáţé ɱóṽéð ·~ ·~ ]`)
};

export const change_kind_pickup_date_hint = /** @type {(inputs: Change_Kind_Pickup_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þíçķúþ ðáţé óƒ á šĥíþɱéñţ çĥáñĝéð. ·~ ·~ ·~ ·~ ·~ ]`)
};

export const change_kind_status = /** @type {(inputs: Change_Kind_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš çĥáñĝéš ·~ ·~]`)
};

export const change_kind_status_hint = /** @type {(inputs: Change_Kind_Status_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šĥíþɱéñţ’š ţŕáçķíñĝ šţáţúš ɱóṽéð (þíçķéð úþ, íñ ţŕáñšíţ, ðéļíṽéŕéð…). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const change_kind_unlisted = /** @type {(inputs: Change_Kind_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļóñĝéŕ ļíšţéð ·~ ·~ ]`)
};

export const change_kind_unlisted_hint = /** @type {(inputs: Change_Kind_Unlisted_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé šţóþþéð ļíšţíñĝ á šĥíþɱéñţ; ţĥé ðéšķ ķééþš íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const change_stop_discharge = /** @type {(inputs: Change_Stop_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðíšçĥáŕĝé ·~ ]`)
};

export const change_stop_empty_return = /** @type {(inputs: Change_Stop_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éɱþţý ŕéţúŕñ ·~ ·]`)
};

export const change_stop_release = /** @type {(inputs: Change_Stop_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéļéášé ·~]`)
};

export const failure_address_unreachable = /** @type {(inputs: Failure_Address_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ çóññéçţ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé áţ ${i?.host} (áððŕéšš ñóţ ŕéáçĥáƀļé). Çĥéçķ ţĥé šéŕṽíçé áððŕéšš (ţĥé þŕóƒíļé'š ƀášé ÚŔĻ) áñð ýóúŕ çóññéçţíóñ, ţĥéñ ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_ask_access = /** @type {(inputs: Failure_Ask_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķ ýóúŕ ƒŕéíĝĥţ šéŕṽíçé þŕóṽíðéŕ ƒóŕ áççéšš. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_body_timeout = /** @type {(inputs: Failure_Body_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé šţóþþéð šéñðíñĝ íţš áñšŵéŕ ţó "${i?.op}" ƒóŕ ${i?.seconds} š. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_broke = /** @type {(inputs: Failure_BrokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀŕóķé ðúŕíñĝ "${i?.op}". Çĥéçķ ýóúŕ çóññéçţíóñ áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_broke_attempts = /** @type {(inputs: Failure_Broke_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀŕóķé ðúŕíñĝ "${i?.op}" (${i?.count} áţţéɱþţ). Çĥéçķ ýóúŕ çóññéçţíóñ áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[Ţĥé çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀŕóķé ðúŕíñĝ "${i?.op}" (${i?.count} áţţéɱþţš). Çĥéçķ ýóúŕ çóññéçţíóñ áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

export const failure_broke_unknown = /** @type {(inputs: Failure_Broke_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ƀŕóķé ðúŕíñĝ "${i?.op}", šó íţš óúţçóɱé íš úñķñóŵñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_cancelled = /** @type {(inputs: Failure_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.op}" ŵáš çáñçéļļéð. ·~ ·~ ]`)
};

export const failure_check_base_url = /** @type {(inputs: Failure_Check_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þŕóƒíļé'š ƀášé ÚŔĻ, óŕ ţĥé ÁÞÍ ṽéŕšíóñ íñ íţ, íš þŕóƀáƀļý ŵŕóñĝ: çĥéçķ íţ íñ Šéţţíñĝš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_check_connection = /** @type {(inputs: Failure_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ýóúŕ çóññéçţíóñ áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_closed = /** @type {(inputs: Failure_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.op}" ŵáš šţóþþéð ƀéçáúšé ţĥé çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ŵáš çļóšéð (þŕóƒíļé šŵíţçĥéð óŕ áþþ çļóšíñĝ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_connect_timeout = /** @type {(inputs: Failure_Connect_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ çóññéçţ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé áţ ${i?.host} ŵíţĥíñ ${i?.seconds} š. Çĥéçķ ýóúŕ çóññéçţíóñ áñð ţĥé šéŕṽíçé áððŕéšš (ţĥé þŕóƒíļé'š ƀášé ÚŔĻ), ţĥéñ ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_connection_refused = /** @type {(inputs: Failure_Connection_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ çóññéçţ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé áţ ${i?.host} (çóññéçţíóñ ŕéƒúšéð). Çĥéçķ ţĥé šéŕṽíçé áððŕéšš (ţĥé þŕóƒíļé'š ƀášé ÚŔĻ) áñð ýóúŕ çóññéçţíóñ, ţĥéñ ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_forbidden = /** @type {(inputs: Failure_ForbiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ðóéš ñóţ áļļóŵ ţĥíš áççóúñţ ţó ðó "${i?.op}". ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_headers_timeout = /** @type {(inputs: Failure_Headers_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ðíð ñóţ áñšŵéŕ "${i?.op}" ŵíţĥíñ ${i?.seconds} š. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_input_invalid = /** @type {(inputs: Failure_Input_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé íñþúţ íš ñóţ ṽáļíð. ·~ ·~ ·~ ]`)
};

export const failure_internal = /** @type {(inputs: Failure_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱéţĥíñĝ ŵéñţ ŵŕóñĝ íñšíðé Ƒŕéíĝĥţ Ðéšķ. Ţŕý áĝáíñ; íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéšţáŕţ ţĥé áþþ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_it_said = /** @type {(inputs: Failure_It_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ šáíð: "${i?.message}". ·~ ·]`)
};

export const failure_more_problems = /** @type {(inputs: Failure_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[(áñð ${i?.count} ɱóŕé) ·~ ·]`);
	return /** @type {LocalizedString} */ (`[(áñð ${i?.count} ɱóŕé) ·~ ·]`)
	
};

export const failure_no_such_address = /** @type {(inputs: Failure_No_Such_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé áţ ${i?.host} ðóéš ñóţ óƒƒéŕ "${i?.op}" áţ ţĥíš áððŕéšš (ĤŢŢÞ 404). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_not_found = /** @type {(inputs: Failure_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ƒóúñð ñóţĥíñĝ ƒóŕ "${i?.op}". ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_not_found_changed = /** @type {(inputs: Failure_Not_Found_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš çĥáñĝéð: ŵĥáţ ýóú áçţéð óñ ɱáý ƀé ĝóñé óŕ óúţ óƒ ðáţé, šó ŕéļóáð íţ ƀéƒóŕé áñýţĥíñĝ éļšé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_not_found_check_id = /** @type {(inputs: Failure_Not_Found_Check_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé íð óŕ çóðé. ·~ ·~ ·~]`)
};

export const failure_not_sent_parameter = /** @type {(inputs: Failure_Not_Sent_ParameterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.op}" ŵáš ñóţ šéñţ: þáŕáɱéţéŕ ${i?.problem}. ·~ ·~ ·~ ·~]`)
};

export const failure_not_sent_request = /** @type {(inputs: Failure_Not_Sent_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.op}" ŵáš ñóţ šéñţ: ŕéǫúéšţ ${i?.problem}. ·~ ·~ ·~ ·]`)
};

export const failure_refused = /** @type {(inputs: Failure_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ŕéƒúšéð "${i?.op}": ${i?.message} ·~ ·~ ·~ ·~ ]`)
};

export const failure_refused_no_reason = /** @type {(inputs: Failure_Refused_No_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ŕéƒúšéð "${i?.op}" ŵíţĥóúţ ĝíṽíñĝ á ŕéášóñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_rejected_reason = /** @type {(inputs: Failure_Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ŕéĵéçţéð "${i?.op}": ${i?.reason}. Çóŕŕéçţ ţĥé ŕéǫúéšţ ƒíŕšţ: šéñţ áš íţ íš, íţ ŵóúļð ƀé ŕéƒúšéð áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_rejected_status = /** @type {(inputs: Failure_Rejected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ŕéĵéçţéð "${i?.op}" (ĤŢŢÞ ${i?.status}). Çóŕŕéçţ ţĥé ŕéǫúéšţ ƒíŕšţ: šéñţ áš íţ íš, íţ ŵóúļð ƀé ŕéƒúšéð áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_report_if_again = /** @type {(inputs: Failure_Report_If_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áĝáíñ; íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéþóŕţ íţ ţó ýóúŕ þŕóṽíðéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_request_timeout = /** @type {(inputs: Failure_Request_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ĝáṽé úþ ŵáíţíñĝ ƒóŕ "${i?.op}". Ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_server = /** @type {(inputs: Failure_ServerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ƒáíļéð ţó çáŕŕý óúţ "${i?.op}" (ĤŢŢÞ ${i?.status}). ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_server_attempts = /** @type {(inputs: Failure_Server_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ƒáíļéð ţó çáŕŕý óúţ "${i?.op}" (ĤŢŢÞ ${i?.status}) áƒţéŕ ${i?.count} áţţéɱþţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ƒáíļéð ţó çáŕŕý óúţ "${i?.op}" (ĤŢŢÞ ${i?.status}) áƒţéŕ ${i?.count} áţţéɱþţš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

export const failure_server_reported = /** @type {(inputs: Failure_Server_ReportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ŕéþóŕţéð á ƒáíļúŕé óƒ "${i?.op}" (ĤŢŢÞ ${i?.status}). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_too_large = /** @type {(inputs: Failure_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé šéñţ áñ áñšŵéŕ ţó "${i?.op}" ļáŕĝéŕ ţĥáñ ${i?.limit} ṀíƁ; Ƒŕéíĝĥţ Ðéšķ šţóþþéð ŕéáðíñĝ íţ. Ñáŕŕóŵ ţĥé ŕéǫúéšţ (ƒéŵéŕ íţéɱš, á šĥóŕţéŕ þéŕíóð) óŕ ášķ ýóúŕ þŕóṽíðéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_too_large_refused = /** @type {(inputs: Failure_Too_Large_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ðíð ñóţ çáŕŕý óúţ "${i?.op}" (ĤŢŢÞ ${i?.status}), áñð íţš áñšŵéŕ ŵáš ļáŕĝéŕ ţĥáñ ${i?.limit} ṀíƁ, ţóó ļáŕĝé ţó ŕéáð. Ţŕý áĝáíñ; íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéþóŕţ íţ ţó ýóúŕ þŕóṽíðéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_too_large_unknown = /** @type {(inputs: Failure_Too_Large_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé šéñţ áñ áñšŵéŕ ţó "${i?.op}" ļáŕĝéŕ ţĥáñ ${i?.limit} ṀíƁ; Ƒŕéíĝĥţ Ðéšķ šţóþþéð ŕéáðíñĝ íţ, šó ţĥé óúţçóɱé íš úñķñóŵñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_too_many_requests = /** @type {(inputs: Failure_Too_Many_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé íš ŕéçéíṽíñĝ ţóó ɱáñý ŕéǫúéšţš áñð ŕéƒúšéð "${i?.op}". Ŵáíţ á ɱíñúţé áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_too_many_requests_wait = /** @type {(inputs: Failure_Too_Many_Requests_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé íš ŕéçéíṽíñĝ ţóó ɱáñý ŕéǫúéšţš áñð ŕéƒúšéð "${i?.op}". Ŵáíţ ${i?.seconds} š áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_try_after = /** @type {(inputs: Failure_Try_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ ášķéð ţó ŵáíţ ${i?.seconds} š; ţŕý áĝáíñ ţĥéñ. ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_try_later = /** @type {(inputs: Failure_Try_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áĝáíñ íñ á ƒéŵ ɱíñúţéš. ·~ ·~ ·~ ·]`)
};

export const failure_unauthorized = /** @type {(inputs: Failure_UnauthorizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ðíð ñóţ áççéþţ ţĥé šéššíóñ ƒóŕ "${i?.op}", éṽéñ áƒţéŕ šíĝñíñĝ íñ áĝáíñ. Çĥéçķ ţĥé þŕóƒíļé'š ÁÞÍ ķéý áñð šéçŕéţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_unexpected_status = /** @type {(inputs: Failure_Unexpected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé áñšŵéŕéð "${i?.op}" ŵíţĥ áñ úñéẋþéçţéð ĤŢŢÞ šţáţúš ${i?.status}. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const failure_unknown_channel = /** @type {(inputs: Failure_Unknown_ChannelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ ĥáš ñó ƒúñçţíóñ çáļļéð ${i?.channel}. ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_unknown_outcome = /** @type {(inputs: Failure_Unknown_OutcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ çáŕŕíéð óúţ: çĥéçķ ${i?.check} ƀéƒóŕé ţŕýíñĝ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const failure_unreadable = /** @type {(inputs: Failure_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé šéñţ áñ áñšŵéŕ ţó "${i?.op}" ţĥáţ Ƒŕéíĝĥţ Ðéšķ çáññóţ ŕéáð (${i?.problem}). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const failure_unreadable_accepted = /** @type {(inputs: Failure_Unreadable_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé áççéþţéð "${i?.op}" ƀúţ šéñţ áñ áñšŵéŕ Ƒŕéíĝĥţ Ðéšķ çáññóţ ŕéáð (${i?.problem}). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const menu_about = /** @type {(inputs: Menu_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áƀóúţ ${i?.app} ·~]`)
};

export const menu_actual_size = /** @type {(inputs: Menu_Actual_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţúáļ Šížé ·~ ·]`)
};

export const menu_bring_all_to_front = /** @type {(inputs: Menu_Bring_All_To_FrontInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓŕíñĝ Áļļ ţó Ƒŕóñţ ·~ ·~ ·]`)
};

export const menu_close_window = /** @type {(inputs: Menu_Close_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļóšé Ŵíñðóŵ ·~ ·]`)
};

export const menu_copy = /** @type {(inputs: Menu_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóþý ·]`)
};

export const menu_cut = /** @type {(inputs: Menu_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúţ ·]`)
};

export const menu_edit = /** @type {(inputs: Menu_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éðíţ ·]`)
};

export const menu_exit = /** @type {(inputs: Menu_ExitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋíţ ·]`)
};

export const menu_file = /** @type {(inputs: Menu_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļé ·]`)
};

export const menu_full_screen = /** @type {(inputs: Menu_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóĝĝļé Ƒúļļ Šçŕééñ ·~ ·~ ·]`)
};

export const menu_go = /** @type {(inputs: Menu_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ]`)
};

export const menu_help = /** @type {(inputs: Menu_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥéļþ ·]`)
};

export const menu_hide = /** @type {(inputs: Menu_HideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĥíðé ${i?.app} ·]`)
};

export const menu_hide_others = /** @type {(inputs: Menu_Hide_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíðé Óţĥéŕš ·~ ·]`)
};

export const menu_minimize = /** @type {(inputs: Menu_MinimizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñíɱížé ·~ ]`)
};

export const menu_paste = /** @type {(inputs: Menu_PasteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þášţé ·]`)
};

export const menu_quit = /** @type {(inputs: Menu_QuitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ǫúíţ ${i?.app} ·]`)
};

export const menu_redo = /** @type {(inputs: Menu_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéðó ·]`)
};

export const menu_select_all = /** @type {(inputs: Menu_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļéçţ Áļļ ·~ ]`)
};

export const menu_services = /** @type {(inputs: Menu_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéŕṽíçéš ·~ ]`)
};

export const menu_show_all = /** @type {(inputs: Menu_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ Áļļ ·~ ]`)
};

export const menu_show_logs = /** @type {(inputs: Menu_Show_LogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ļóĝš ·~ ]`)
};

export const menu_undo = /** @type {(inputs: Menu_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñðó ·]`)
};

export const menu_view = /** @type {(inputs: Menu_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽíéŵ ·]`)
};

export const menu_window = /** @type {(inputs: Menu_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíñðóŵ ·~]`)
};

export const menu_zoom = /** @type {(inputs: Menu_ZoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Žóóɱ ·]`)
};

export const menu_zoom_in = /** @type {(inputs: Menu_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Žóóɱ Íñ ·~]`)
};

export const menu_zoom_out = /** @type {(inputs: Menu_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Žóóɱ Óúţ ·~ ]`)
};

export const notice_added = /** @type {(inputs: Notice_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ íñ ţĥé ļíšţ ·~ ·~]`)
};

export const notice_customs = /** @type {(inputs: Notice_CustomsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱš: ${i?.from} → ${i?.to} ·~ ·]`)
};

export const notice_eta_moved = /** @type {(inputs: Notice_Eta_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ÉŢÁ ɱóṽéð: ${i?.from} → ${i?.to} ·~ ·~]`)
};

export const notice_messages = /** @type {(inputs: Notice_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ţŕáçķíñĝ ɱéššáĝé ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ţŕáçķíñĝ ɱéššáĝéš ·~ ·~ ·~]`)
	
};

export const notice_messages_latest = /** @type {(inputs: Notice_Messages_LatestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ţŕáçķíñĝ ɱéššáĝé: “${i?.latest}” ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ñéŵ ţŕáçķíñĝ ɱéššáĝéš: “${i?.latest}” ·~ ·~ ·~ ·]`)
	
};

export const notice_none = /** @type {(inputs: Notice_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóñé ·]`)
};

export const notice_pickup_moved = /** @type {(inputs: Notice_Pickup_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ɱóṽéð: ${i?.from} → ${i?.to} ·~ ·~ ]`)
};

export const notice_shipment = /** @type {(inputs: Notice_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ${i?.code} ·~ ]`)
};

export const notice_shipments_changed = /** @type {(inputs: Notice_Shipments_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} šĥíþɱéñţ çĥáñĝéð ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} šĥíþɱéñţš çĥáñĝéð ·~ ·~ ·]`)
	
};

export const notice_status = /** @type {(inputs: Notice_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţáţúš: ${i?.from} → ${i?.to} ·~ ·]`)
};

export const notice_unlisted = /** @type {(inputs: Notice_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļóñĝéŕ ļíšţéð ƀý ţĥé šéŕṽíçé (ķéþţ ĥéŕé) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const op_auth_token = /** @type {(inputs: Op_Auth_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝéţ á ƀéáŕéŕ ţóķéñ ŵíţĥ ţĥé ÁÞÍ ķéý áñð šéçŕéţ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const op_booking_boxes = /** @type {(inputs: Op_Booking_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ á šĥíþɱéñţ óƒ ƀóẋéš ·~ ·~ ·~ ]`)
};

export const op_booking_pallets = /** @type {(inputs: Op_Booking_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ á šĥíþɱéñţ óƒ þáļļéţš ·~ ·~ ·~ ·]`)
};

export const op_booking_sea_fcl = /** @type {(inputs: Op_Booking_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ á ƒúļļ-çóñţáíñéŕ šéá šĥíþɱéñţ ·~ ·~ ·~ ·~ ·]`)
};

export const op_booking_sea_lcl = /** @type {(inputs: Op_Booking_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ á ļéšš-ţĥáñ-çóñţáíñéŕ šéá šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const op_check_documents = /** @type {(inputs: Op_Check_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šĥíþɱéñţ'š ðóçúɱéñţ çĥéçķļíšţ (Ðóçúɱéñţš) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const op_check_quotes = /** @type {(inputs: Op_Check_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šáṽéð ǫúóţéš (Ǫúóţéš) ·~ ·~ ·~ ]`)
};

export const op_check_service_records = /** @type {(inputs: Op_Check_Service_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šéŕṽíçé'š ŕéçóŕðš ·~ ·~ ·~]`)
};

export const op_check_shipment_detail = /** @type {(inputs: Op_Check_Shipment_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šĥíþɱéñţ'š ðéţáíļ (Ţŕáçķíñĝ) ·~ ·~ ·~ ·~ ]`)
};

export const op_check_shipment_list = /** @type {(inputs: Op_Check_Shipment_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šĥíþɱéñţ ļíšţ (Ţŕáçķíñĝ) ƒóŕ á ñéŵ šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const op_check_tariffs = /** @type {(inputs: Op_Check_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ţáŕíƒƒ ŕéþóŕţ óƒ ţĥé çóñţŕáçţ (Ţáŕíƒƒš) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

export const op_documents_download = /** @type {(inputs: Op_Documents_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóŵñļóáð á šĥíþɱéñţ ðóçúɱéñţ ·~ ·~ ·~ ·~]`)
};

export const op_documents_list = /** @type {(inputs: Op_Documents_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíšţ ţĥé ðóçúɱéñţš óƒ á šĥíþɱéñţ ·~ ·~ ·~ ·~ ]`)
};

export const op_documents_upload = /** @type {(inputs: Op_Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð á šĥíþɱéñţ ðóçúɱéñţ ·~ ·~ ·~ ·]`)
};

export const op_lookup_airports = /** @type {(inputs: Op_Lookup_AirportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð áíŕþóŕţš ƀý ñáɱé, çíţý óŕ ÍÁŢÁ çóðé ·~ ·~ ·~ ·~ ·~ ]`)
};

export const op_lookup_containers = /** @type {(inputs: Op_Lookup_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíšţ ɱáŕíţíɱé çóñţáíñéŕ ţýþéš ·~ ·~ ·~ ·~]`)
};

export const op_lookup_pallet_types = /** @type {(inputs: Op_Lookup_Pallet_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíšţ þáļļéţ ţýþéš ·~ ·~ ]`)
};

export const op_lookup_ports = /** @type {(inputs: Op_Lookup_PortsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð ɱáŕíţíɱé þóŕţš ƀý çíţý ñáɱé ·~ ·~ ·~ ·~ ]`)
};

export const op_lookup_postal_codes = /** @type {(inputs: Op_Lookup_Postal_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð þóšţáļ çóðé ļóçáţíóñš ƀý çóúñţŕý áñð çíţý óŕ çóðé ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const op_pickup_times = /** @type {(inputs: Op_Pickup_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ţíɱé ŵíñðóŵš óƒƒéŕéð ƒóŕ á šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ·]`)
};

export const op_quotes_delete = /** @type {(inputs: Op_Quotes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé á šáṽéð ǫúóţé ·~ ·~ ·]`)
};

export const op_quotes_list = /** @type {(inputs: Op_Quotes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíšţ šáṽéð ǫúóţéš ·~ ·~ ]`)
};

export const op_quotes_save = /** @type {(inputs: Op_Quotes_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé á ŕáţé áš á ǫúóţé ·~ ·~ ·~]`)
};

export const op_rates_air = /** @type {(inputs: Op_Rates_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé áñ áíŕ šĥíþɱéñţ ·~ ·~ ·]`)
};

export const op_rates_boxes = /** @type {(inputs: Op_Rates_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé á šĥíþɱéñţ óƒ ƀóẋéš ·~ ·~ ·~ ]`)
};

export const op_rates_pallets = /** @type {(inputs: Op_Rates_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé á šĥíþɱéñţ óƒ þáļļéţš ·~ ·~ ·~ ·]`)
};

export const op_rates_sea_fcl = /** @type {(inputs: Op_Rates_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé á ƒúļļ-çóñţáíñéŕ šéá šĥíþɱéñţ ·~ ·~ ·~ ·~ ·]`)
};

export const op_rates_sea_lcl = /** @type {(inputs: Op_Rates_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé á ļéšš-ţĥáñ-çóñţáíñéŕ šéá šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const op_sign_in = /** @type {(inputs: Op_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ·~]`)
};

export const op_tariffs_report = /** @type {(inputs: Op_Tariffs_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúéŕý ţĥé ţáŕíƒƒ ŕéþóŕţ ·~ ·~ ·~ ]`)
};

export const op_tariffs_upload = /** @type {(inputs: Op_Tariffs_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð ɱáŕíţíɱé ţáŕíƒƒ ƒíļéš ·~ ·~ ·~ ·~]`)
};

export const op_tracking_detail = /** @type {(inputs: Op_Tracking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáð ţĥé ðéţáíļ óƒ á šĥíþɱéñţ ·~ ·~ ·~ ·~]`)
};

export const op_tracking_messages = /** @type {(inputs: Op_Tracking_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáð ţĥé ţŕáçķíñĝ ɱéššáĝéš óƒ á šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ]`)
};

export const op_tracking_shipments = /** @type {(inputs: Op_Tracking_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíšţ šĥíþɱéñţš ŵíţĥ ţŕáçķíñĝ ðáţá ·~ ·~ ·~ ·~ ·]`)
};

export const op_tracking_switch = /** @type {(inputs: Op_Tracking_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţŕáçķíñĝ óƒ á šĥíþɱéñţ óñ óŕ óƒƒ ·~ ·~ ·~ ·~ ·~ ]`)
};