import Foundation
import MiniUIKit

class CalendarCell: UITableViewCell {
    let symbolLabel = UILabel()
    let timeLabel = UILabel()
    let nameLabel = UILabel()
    let durationLabel = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(symbolLabel)
        contentView.addSubview(timeLabel)
        contentView.addSubview(nameLabel)
        contentView.addSubview(durationLabel)
    }
}
